# friends
