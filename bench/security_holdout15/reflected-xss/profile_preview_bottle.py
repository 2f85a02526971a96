from bottle import Bottle, request
from markupsafe import escape

app = Bottle()


class Card:
    def __init__(self, display_name, headline):
        self.display_name = display_name
        self.headline = headline

    def render(self):
        return f"<div class='card'><h3>{escape(self.display_name)}</h3><p>{escape(self.headline)}</p></div>"


@app.get("/profile/preview")
def preview():
    card = Card(request.query.getunicode("name", ""), request.query.getunicode("headline", ""))
    return "<html><body>" + card.render() + "</body></html>"
