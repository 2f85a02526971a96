from pyramid.view import view_config

THEMES = ("light", "dark", "high-contrast")


def pick_theme(payload):
    choice = payload.get("theme", "") if isinstance(payload, dict) else ""
    return choice if choice in THEMES else THEMES[0]


@view_config(route_name="theme", request_method="POST", renderer="json")
def set_theme(request):
    theme = pick_theme(request.json_body)
    request.session["theme"] = theme
    return {"theme": theme}
