"""What every page shares: the address binder, navigation, the page's start (language, picker),
the visitor's box and house rules, share links, rule sources, tables and card pictures."""
