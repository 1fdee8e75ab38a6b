"""Omaha and short-deck hands of the public PHH dataset (github.com/uoftcprg/phh-dataset, MIT licence, (c) 2024
University of Toronto Computer Poker Research Group), as PHH text, each with the finishing stacks it replays to.

- ``WSOP_2023_43_PO`` and ``WSOP_2023_43_FO8``: every pot-limit Omaha (``PO``, 7) and fixed-limit Omaha hi-lo
  (``FO/8``, 14) hand of the dataset's televised final table of the 2023 World Series of Poker Event #43,
  $50,000 Poker Players Championship, Day 5 (its ``wsop`` folder). The texts are pokerkit 0.7.7's
  ``HandHistory.from_game_state`` of the states pokerkit's own tests build for these hands
  (github.com/uoftcprg/pokerkit, ``pokerkit/tests/test_wsop/test_2023_43_5.py``, MIT licence, (c) 2023-2026
  the same group), the way the dataset's files were made; ``finishing_stacks`` are the stacks those tests
  assert at the end of each hand.
- ``TRITON_2019_NS`` and ``ANTONIUS_BLOM_2009_PO``: two of the dataset's historical hands, as the PHH paper's
  tests give them (``pokerkit/tests/test_papers.py``): a no-limit short-deck (``NS``) all-in at Triton London
  2019, where a straight beats three of a kind (pokerkit's short-deck reading, R-HAND-10), and the largest
  online pot between Patrik Antonius and Viktor Blom (pot-limit Omaha, 2009).
"""

from __future__ import annotations

#: The pot-limit Omaha (PO) hands of the day, by their time in the broadcast (the dataset's file names).
WSOP_2023_43_PO = {
    "01-18-22": """\
variant = 'PO'
ante_trimming_status = false
antes = [0, 100000, 0, 0, 0]
blinds_or_straddles = [50000, 100000, 0, 0, 0]
min_bet = 100000
starting_stacks = [4100000, 5550000, 3075000, 10125000, 6850000]
actions = ['d dh p1 QhQdTc2h', 'd dh p2 AsJc6d5s', 'd dh p3 QcJh8s2c', 'd dh p4 KhTd8d3s',
           'd dh p5 AhAc7h2d', 'p3 f', 'p4 f', 'p5 cbr 350000', 'p1 f', 'p2 cbr 1100000', 'p5 cbr 3350000',
           'p2 f']
finishing_stacks = [4050000, 4350000, 3075000, 10125000, 8100000]
""",
    "01-22-35": """\
variant = 'PO'
ante_trimming_status = false
antes = [0, 100000, 0, 0, 0]
blinds_or_straddles = [50000, 100000, 0, 0, 0]
min_bet = 100000
starting_stacks = [4350000, 3075000, 10125000, 8100000, 4050000]
actions = ['d dh p1 ????????', 'd dh p2 Tc5h5d2c', 'd dh p3 AhKcQsJh', 'd dh p4 Kd9h5s2h',
           'd dh p5 Ts8s6d3h', 'p3 cbr 275000', 'p4 f', 'p5 f', 'p1 f', 'p2 f']
finishing_stacks = [4300000, 2875000, 10375000, 8100000, 4050000]
""",
    "01-25-08": """\
variant = 'PO'
ante_trimming_status = false
antes = [0, 100000, 0, 0, 0]
blinds_or_straddles = [50000, 100000, 0, 0, 0]
min_bet = 100000
starting_stacks = [2875000, 10375000, 8100000, 4050000, 4300000]
actions = ['d dh p1 Td4c2d2c', 'd dh p2 KcJs8c5d', 'd dh p3 QhQdTh6d', 'd dh p4 AcQc8s4h',
           'd dh p5 Jh7s7d3s', 'p3 cbr 350000', 'p4 f', 'p5 f', 'p1 f', 'p2 f']
finishing_stacks = [2825000, 10175000, 8350000, 4050000, 4300000]
""",
    "01-26-14": """\
variant = 'PO'
ante_trimming_status = false
antes = [0, 100000, 0, 0, 0]
blinds_or_straddles = [50000, 100000, 0, 0, 0]
min_bet = 100000
starting_stacks = [10175000, 8350000, 4050000, 4300000, 2825000]
actions = ['d dh p1 Jd7h5c2c', 'd dh p2 AhKs4d2s', 'd dh p3 Qs6s6d5d', 'd dh p4 8h8d3s3d',
           'd dh p5 Tc9h7d2d', 'p3 f', 'p4 f', 'p5 cbr 300000', 'p1 f', 'p2 cc', 'd db 6cJc4h', 'p2 cc',
           'p5 cc', 'd db 9s', 'p2 cc', 'p5 cc', 'd db 7c', 'p2 cbr 250000', 'p5 cc', 'p2 sm AhKs4d2s',
           'p5 sm Tc9h7d2d']
finishing_stacks = [10125000, 7700000, 4050000, 4300000, 3525000]
""",
    "01-29-49": """\
variant = 'PO'
ante_trimming_status = false
antes = [0, 100000, 0, 0, 0]
blinds_or_straddles = [50000, 100000, 0, 0, 0]
min_bet = 100000
starting_stacks = [7700000, 4050000, 4300000, 3525000, 10125000]
actions = ['d dh p1 JsThTd6d', 'd dh p2 AdTsTc8h', 'd dh p3 KhJc7h7d', 'd dh p4 9h6s4s4h',
           'd dh p5 9c7s5h2h', 'p3 f', 'p4 f', 'p5 f', 'p1 cc', 'p2 cc', 'd db 3c2dKc', 'p1 cc', 'p2 cc',
           'd db Qh', 'p1 cc', 'p2 cc', 'd db 8c', 'p1 cc', 'p2 cc', 'p1 sm JsThTd6d', 'p2 sm AdTsTc8h']
finishing_stacks = [7750000, 4000000, 4300000, 3525000, 10125000]
""",
    "01-32-58": """\
variant = 'PO'
ante_trimming_status = false
antes = [0, 100000, 0, 0, 0]
blinds_or_straddles = [50000, 100000, 0, 0, 0]
min_bet = 100000
starting_stacks = [4000000, 4300000, 3525000, 10125000, 7750000]
actions = ['d dh p1 Tc9h4h2c', 'd dh p2 AcJd8c4d', 'd dh p3 Jh9c8d5s', 'd dh p4 AdQd7h2s',
           'd dh p5 Qh9d8s5d', 'p3 f', 'p4 cbr 350000', 'p5 f', 'p1 f', 'p2 cc', 'd db As5h7d', 'p2 cc',
           'p4 cbr 800000', 'p2 f']
finishing_stacks = [3950000, 3850000, 3525000, 10625000, 7750000]
""",
    "01-37-39": """\
variant = 'PO'
ante_trimming_status = false
antes = [0, 100000, 0, 0, 0]
blinds_or_straddles = [50000, 100000, 0, 0, 0]
min_bet = 100000
starting_stacks = [3850000, 3525000, 10625000, 7750000, 3950000]
actions = ['d dh p1 Qs5d3d2h', 'd dh p2 KsJd7c3c', 'd dh p3 Td8h8c2s', 'd dh p4 Qh6d5s4s',
           'd dh p5 AcTc9h2d', 'p3 f', 'p4 f', 'p5 cbr 250000', 'p1 f', 'p2 cc', 'd db 4h6h9c', 'p2 cc',
           'p5 cbr 375000', 'p2 f']
finishing_stacks = [3800000, 3175000, 10625000, 7750000, 4350000]
""",
}


#: The fixed-limit Omaha hi-lo (FO/8) hands of the day.
WSOP_2023_43_FO8 = {
    "00-41-13": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100000, 200000, 0, 0, 0]
small_bet = 200000
big_bet = 400000
starting_stacks = [4175000, 6675000, 4600000, 4750000, 9500000]
actions = ['d dh p1 8d7d5d4d', 'd dh p2 Jc9s9d6s', 'd dh p3 As8c7s5h', 'd dh p4 KcTd7c5c',
           'd dh p5 AdTs3d2s', 'p3 cbr 400000', 'p4 f', 'p5 f', 'p1 f', 'p2 cc', 'd db 3s7hKs', 'p2 cc',
           'p3 cbr 200000', 'p2 cc', 'd db 8s', 'p2 cc', 'p3 cbr 400000', 'p2 cc', 'd db Ah', 'p2 cc',
           'p3 cbr 400000', 'p2 cc', 'p3 sm As8c7s5h', 'p2 sm']
finishing_stacks = [4075000, 5275000, 6100000, 4750000, 9500000]
""",
    "00-43-47": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100000, 200000, 0, 0, 0]
small_bet = 200000
big_bet = 400000
starting_stacks = [5275000, 6100000, 4750000, 9500000, 4075000]
actions = ['d dh p1 AdQcJd2c', 'd dh p2 9h8h7c4d', 'd dh p3 JsTs8d5c', 'd dh p4 Ac9c7h3s',
           'd dh p5 KdQd8c4s', 'p3 f', 'p4 cbr 400000', 'p5 f', 'p1 cbr 600000', 'p2 f', 'p4 cc',
           'd db 2hKh9s', 'p1 cbr 200000', 'p4 cc', 'd db Tc', 'p1 cbr 400000', 'p4 cc', 'd db As',
           'p1 cbr 400000', 'p4 cc', 'p1 sm AdQcJd2c', 'p4 sm']
finishing_stacks = [7075000, 5900000, 4750000, 7900000, 4075000]
""",
    "00-46-43": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100000, 200000, 0, 0, 0]
small_bet = 200000
big_bet = 400000
starting_stacks = [5900000, 4750000, 7900000, 4075000, 7075000]
actions = ['d dh p1 KcJh6h3s', 'd dh p2 KdQh8d3h', 'd dh p3 AdJsTd6s', 'd dh p4 Th9s8h3d',
           'd dh p5 Jd9h9c6d', 'p3 cbr 400000', 'p4 f', 'p5 f', 'p1 f', 'p2 cc', 'd db Ah9d6c', 'p2 cc',
           'p3 cbr 200000', 'p2 f']
finishing_stacks = [5800000, 4350000, 8400000, 4075000, 7075000]
""",
    "00-48-29": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100000, 200000, 0, 0, 0]
small_bet = 200000
big_bet = 400000
starting_stacks = [4350000, 8400000, 4075000, 7075000, 5800000]
actions = ['d dh p1 5s5d4s3c', 'd dh p2 AsQd4d2s', 'd dh p3 Kc7d5h3h', 'd dh p4 AhKhQs2c',
           'd dh p5 9d6h6d5c', 'p3 f', 'p4 cbr 400000', 'p5 f', 'p1 f', 'p2 cc', 'd db 7h4c8c', 'p2 cc',
           'p4 cbr 200000', 'p2 cc', 'd db Jd', 'p2 cc', 'p4 cbr 400000', 'p2 cbr 800000', 'p4 cc',
           'd db 9h', 'p2 cbr 400000', 'p4 cc', 'p2 sm AsQd4d2s', 'p4 sm AhKhQs2c']
finishing_stacks = [4250000, 9375000, 4075000, 6200000, 5800000]
""",
    "00-51-22": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100000, 200000, 0, 0, 0]
small_bet = 200000
big_bet = 400000
starting_stacks = [9375000, 4075000, 6200000, 5800000, 4250000]
actions = ['d dh p1 AcKd5s3d', 'd dh p2 AsQsTh9c', 'd dh p3 AhJh7s6d', 'd dh p4 7h7d4c3s',
           'd dh p5 ????????', 'p3 cbr 400000', 'p4 f', 'p5 f', 'p1 cbr 600000', 'p2 f', 'p3 cc',
           'd db 6sQc7c', 'p1 cc', 'p3 cc', 'd db Jd', 'p1 cc', 'p3 cbr 400000', 'p1 cc', 'd db Jc', 'p1 cc',
           'p3 cbr 400000', 'p1 cc', 'p3 sm AhJh7s6d', 'p1 sm']
finishing_stacks = [7975000, 3875000, 7800000, 5800000, 4250000]
""",
    "00-55-24": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100000, 200000, 0, 0, 0]
small_bet = 200000
big_bet = 400000
starting_stacks = [3875000, 7800000, 5800000, 4250000, 7975000]
actions = ['d dh p1 Jc7c6d2h', 'd dh p2 Ad8d6s3d', 'd dh p3 5h3s3h2d', 'd dh p4 AsKs4s2s',
           'd dh p5 AcQs8c2c', 'p3 cbr 400000', 'p4 cbr 600000', 'p5 cbr 800000', 'p1 f', 'p2 f', 'p3 f',
           'p4 cc', 'd db KcAhJh', 'p4 cc', 'p5 cc', 'd db Kd', 'p4 cbr 400000', 'p5 cc', 'd db 8s',
           'p4 cbr 400000', 'p5 cc', 'p4 sm AsKs4s2s', 'p5 sm']
finishing_stacks = [3775000, 7600000, 5400000, 6550000, 6375000]
""",
    "00-58-03": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100000, 200000, 0, 0, 0]
small_bet = 200000
big_bet = 400000
starting_stacks = [7600000, 5400000, 6550000, 6375000, 3775000]
actions = ['d dh p1 Js9h7s6d', 'd dh p2 AdKcQc9c', 'd dh p3 ????????', 'd dh p4 6c5c4d2d',
           'd dh p5 AsThTd4c', 'p3 f', 'p4 cbr 400000', 'p5 f', 'p1 f', 'p2 cc', 'd db Qs5h9d', 'p2 cc',
           'p4 cbr 200000', 'p2 cbr 400000', 'p4 cc', 'd db Ac', 'p2 cbr 400000', 'p4 cc', 'd db 8s',
           'p2 cc', 'p4 cc', 'p2 sm AdKcQc9c', 'p4 sm 6c5c4d2d']
finishing_stacks = [7500000, 5450000, 6550000, 6425000, 3775000]
""",
    "03-22-08": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0]
blinds_or_straddles = [250000, 0, 0, 0]
small_bet = 250000
big_bet = 500000
starting_stacks = [2625000, 6250000, 18275000, 2550000]
actions = ['d dh p1 ????????', 'd dh p2 AdAcTs8s', 'd dh p3 As8c3s2c', 'd dh p4 Qh9s5d4c', 'p2 cbr 500000',
           'p3 cbr 750000', 'p4 f', 'p1 f', 'p2 cbr 1000000', 'p3 cc', 'd db Jd7s4h', 'p2 cbr 250000',
           'p3 cc', 'd db 5h', 'p2 cc', 'p3 cbr 500000', 'p2 cc', 'd db Js', 'p2 cc', 'p3 cc',
           'p2 sm AdAcTs8s', 'p3 sm As8c3s2c']
finishing_stacks = [2375000, 6375000, 18400000, 2550000]
""",
    "03-25-05": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0]
blinds_or_straddles = [125000, 250000, 0, 0]
small_bet = 250000
big_bet = 500000
starting_stacks = [2375000, 6375000, 18400000, 2550000]
actions = ['d dh p1 Ad7s5s3d', 'd dh p2 Td9s4s3h', 'd dh p3 Qs6c3s2c', 'd dh p4 AhAc8s5c', 'p3 cbr 500000',
           'p4 cbr 750000', 'p1 cc', 'p2 f', 'p3 cc', 'd db 8h6dQd', 'p1 cc', 'p3 cc', 'p4 cc', 'd db Jd',
           'p1 cbr 500000', 'p3 cc', 'p4 cc', 'd db Qh', 'p1 cbr 500000', 'p3 cbr 1000000', 'p4 f', 'p1 cc',
           'p3 sm Qs6c3s2c', 'p1 sm']
finishing_stacks = [125000, 6125000, 22150000, 1300000]
""",
    "03-32-24": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0, 0]
blinds_or_straddles = [125000, 250000, 0, 0]
small_bet = 250000
big_bet = 500000
starting_stacks = [6125000, 22150000, 1300000, 125000]
actions = ['d dh p1 Ad5d4s2c', 'd dh p2 QcTc7c3h', 'd dh p3 9h9d5h3d', 'd dh p4 4d3s3c2d', 'p3 f', 'p4 cc',
           'p1 cbr 500000', 'p2 cc', 'd db JdKs2h', 'p1 cbr 250000', 'p2 cc', 'd db Td', 'p1 cc', 'p2 cc',
           'd db Qh', 'p1 cc', 'p2 cc', 'p1 sm Ad5d4s2c', 'p2 sm QcTc7c3h', 'p4 sm 4d3s3c2d']
finishing_stacks = [5375000, 23025000, 1300000, 0]
""",
    "03-36-22": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0, 0]
blinds_or_straddles = [125000, 250000, 0]
small_bet = 250000
big_bet = 500000
starting_stacks = [23025000, 1300000, 5375000]
actions = ['d dh p1 Ah7s6d2d', 'd dh p2 KcQc3s2h', 'd dh p3 AcKsQd2s', 'p3 cbr 500000', 'p1 cc', 'p2 cc',
           'd db 4s3hQh', 'p1 cbr 250000', 'p2 cbr 500000', 'p3 cc', 'p1 cbr 750000', 'p2 cbr 800000',
           'p3 cc', 'p1 cc', 'd db 5s', 'p1 cbr 500000', 'p3 cc', 'd db 5d', 'p1 cbr 500000', 'p3 cc',
           'p1 sm Ah7s6d2d', 'p2 sm KcQc3s2h', 'p3 sm AcKsQd2s']
finishing_stacks = [25150000, 0, 4550000]
""",
    "03-42-38": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0]
blinds_or_straddles = [150000, 300000]
small_bet = 300000
big_bet = 600000
starting_stacks = [4550000, 25150000]
actions = ['d dh p1 KsJs5s4d', 'd dh p2 9s4s3c2d', 'p2 cbr 600000', 'p1 cc', 'd db 8s2c7d', 'p1 cc',
           'p2 cbr 300000', 'p1 cc', 'd db Jd', 'p1 cc', 'p2 cbr 600000', 'p1 cc', 'd db 8d', 'p1 cc',
           'p2 cc', 'p1 sm KsJs5s4d', 'p2 sm 9s4s3c2d']
finishing_stacks = [4550000, 25150000]
""",
    "03-44-38": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0]
blinds_or_straddles = [150000, 300000]
small_bet = 300000
big_bet = 600000
starting_stacks = [25150000, 4550000]
actions = ['d dh p1 Ac9h8h2c', 'd dh p2 Th7h7d5d', 'p2 cbr 600000', 'p1 cbr 900000', 'p2 cc', 'd db 7c6cQh',
           'p1 cbr 300000', 'p2 cc', 'd db 5c', 'p1 cbr 600000', 'p2 cc', 'd db 6h', 'p1 cc',
           'p2 cbr 600000', 'p1 cbr 1200000', 'p2 cbr 1800000', 'p1 cc', 'p2 sm Th7h7d5d', 'p1 sm Ac9h8h2c']
finishing_stacks = [25150000, 4550000]
""",
    "03-46-32": """\
variant = 'FO/8'
ante_trimming_status = false
antes = [0, 0]
blinds_or_straddles = [150000, 300000]
small_bet = 300000
big_bet = 600000
starting_stacks = [4550000, 25150000]
actions = ['d dh p1 AhQc9h5d', 'd dh p2 4s2s2h2c', 'p2 cbr 600000', 'p1 cbr 900000', 'p2 cc', 'd db 2dQsAd',
           'p1 cbr 300000', 'p2 cc', 'd db 7d', 'p1 cbr 600000', 'p2 cc', 'd db 9s', 'p1 cc',
           'p2 cbr 600000', 'p1 cc', 'p2 sm 4s2s2h2c', 'p1 sm']
finishing_stacks = [2150000, 27550000]
""",
}


#: Triton London 2019: the button's blind (the last entry) and an ante from every player (R-BLIND-9); Xuan's
#: straight (Q-J-T-9 with the board's king) beats Phua's three kings.
TRITON_2019_NS = """\
variant = "NS"
ante_trimming_status = true
antes = [3000, 3000, 3000, 3000, 3000, 3000]
blinds_or_straddles = [0, 0, 0, 0, 0, 3000]
min_bet = 3000
starting_stacks = [495000, 232000, 362000, 403000, 301000, 204000]
actions = [
  "d dh p1 Th8h",  # Badziakouski
  "d dh p2 QsJd",  # Zhong
  "d dh p3 QhQd",  # Xuan
  "d dh p4 8d7c",  # Jun
  "d dh p5 KhKs",  # Phua
  "d dh p6 8c7h",  # Koon
  "p1 cc",
  "p2 cc",
  "p3 cbr 35000",
  "p4 f",
  "p5 cbr 298000",
  "p6 f",
  "p1 f",
  "p2 f",
  "p3 cc",
  "p5 sm KhKs",
  "p3 sm QhQd",
  "d db 9h6cKc",
  "d db Jh",
  "d db Ts",
]
event = "Triton London 2019"
year = 2019
players = ["Mikita Badziakouski", "Liu Ming Zhong", "Tan Xuan", "Wang Jun", "Paul Phua", "Jason Koon"]
currency = "GBP"
finishing_stacks = [489000, 226000, 684000, 400000, 0, 198000]
"""

#: Antonius and Blom, 2009: heads-up pot-limit Omaha, stacks in dollars and cents.
ANTONIUS_BLOM_2009_PO = """\
variant = "PO"
ante_trimming_status = true
antes = [0, 0]
blinds_or_straddles = [500, 1000]
min_bet = 1000
starting_stacks = [1259450.25, 678473.5]
actions = [
  "d dh p1 Ah3sKsKh",  # Antonius
  "d dh p2 6d9s7d8h",  # Blom
  "p2 cbr 3000",
  "p1 cbr 9000",
  "p2 cbr 27000",
  "p1 cbr 81000",
  "p2 cc",
  "d db 4s5c2h",
  "p1 cbr 91000",
  "p2 cbr 435000",
  "p1 cbr 779000",
  "p2 cc",
  "p1 sm Ah3sKsKh",
  "p2 sm 6d9s7d8h",
  "d db 5h",
  "d db 9c",
]
month = 11
year = 2009
players = ["Patrik Antonius", "Victor Blom"]
currency = "USD"
finishing_stacks = [1937923.75, 0]
"""
