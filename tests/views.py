"""What a view mentions: the server's and the worker's views alike, for the checks
that no seat is shown a card it may not see."""


def view_card_ids(view: dict) -> set:
    """Every card id the view mentions."""
    found = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            if "code" in value and "id" in value:
                found.add(value["id"])
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(view)
    for key in ("selected", "picked", "drawn"):
        if view.get(key) is not None:
            found.add(view[key])
    return found
