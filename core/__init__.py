"""The ground floor: what every other package may import (errors, logging), and which imports none of them."""
