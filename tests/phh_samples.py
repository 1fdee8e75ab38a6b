"""PHH histories several tests read: a three-handed hand, a heads-up hand in cents, a small hand."""

THREE_HANDED = """\
variant = 'NT'
antes = [500, 500, 500]
blinds_or_straddles = [1000, 2000, 0]
min_bet = 2000
starting_stacks = [1125600, 2000000, 1553500]
actions = [
  # Pre-flop
  'd dh p1 Ac2d',  # Ivey
  'd dh p2 5h7s',  # Antonius*
  'd dh p3 7h6h',  # Dwan
  'p3 cbr 7000',
  'p1 cc',
  'p2 cbr 23000',
  'p3 cc',
  'p1 cc',
  # Flop
  'd db Jc3d5c',
  'p1 cbr 35000',
  'p2 f',
  'p3 cbr 90000',
  'p1 cbr 232600',
  'p3 cbr 1102100',
  'p1 cc',  # Ivey is all-in
  'p1 sm Ac2d',
  'p3 sm 7h6h',
  # Turn
  'd db 4s',
  # River
  'd db 5d',
]
players = ['Phil Ivey', 'Patrik Antonius', 'Tom Dwan']
finishing_stacks = [0, 1976500, 2702600]
"""


HEADS_UP_CENTS = """\
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [5, 10]
min_bet = 10
starting_stacks = [213.50, 1049.50]
actions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 30", "p1 cc", "d db 9dKd3c", "p1 cc", "p2 cbr 50",
           "p1 cbr 183.50", "p2 cc", "p1 sm 4d5d", "p2 sm AdKs", "d db Kh", "d db 9h"]
finishing_stacks = [0, 1263.00]
"""


SMALL = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 2c7d", "p3 f", "p1 cbr 6", "p2 f"]
"""
