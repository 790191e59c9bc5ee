"""What every page shares: the address binder (the one door to the address: each page's codec,
the site-wide keys, and restoring both after navigation), navigation, the page's start
(language, picker, arrival), the visitor's box and house rules, share links, rule sources,
tables and card pictures."""
