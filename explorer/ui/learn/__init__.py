"""Learn to play: the lesson's and quiz's state, and the view that lays out each step."""
