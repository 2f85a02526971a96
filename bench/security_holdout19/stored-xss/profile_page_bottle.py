import html
import json

from bottle import Bottle

app = Bottle()


@app.get("/profiles/<username>")
def profile_page(username):
    with open("/srv/data/profiles.json") as fh:
        profiles = json.load(fh)
    about = profiles.get(username, {}).get("about", "")
    template = "<h1>{name}</h1><div class='about'>{about}</div>"
    return template.format(name=html.escape(username), about=html.escape(about))
