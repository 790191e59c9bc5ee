"""Score a round: the page's widget state (seated players, votes) and its words."""
