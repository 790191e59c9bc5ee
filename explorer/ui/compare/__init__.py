"""Compare editions: the page's widget state and cached tables."""
