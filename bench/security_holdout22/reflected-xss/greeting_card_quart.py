from markupsafe import escape
from quart import Quart, Response, request

app = Quart(__name__)

THEMES = {
    "birthday": ("#fff4e6", "Happy birthday"),
    "thanks": ("#eef7ee", "Thank you"),
    "congrats": ("#eef2ff", "Congratulations"),
}

CARD_HTML = (
    "<!doctype html><html><head><meta charset='utf-8'>"
    "<style>body{{background:{background};font-family:sans-serif}}</style></head>"
    "<body><h1>{headline}, {recipient}!</h1><p class='from'>— {sender}</p></body></html>"
)


@app.get("/cards/preview")
async def preview_card():
    recipient = request.args.get("to", "friend")
    sender = request.args.get("from", "a friend")
    theme_key = request.args.get("theme", "thanks")
    background, headline = THEMES.get(theme_key, THEMES["thanks"])

    page = CARD_HTML.format(background=background, headline=headline, recipient=escape(recipient), sender=escape(sender))
    return Response(page, content_type="text/html; charset=utf-8")


@app.post("/cards")
async def create_card():
    data = await request.get_json()
    if not data or "to" not in data:
        return {"error": "recipient is required"}, 400
    card_id = await app.card_store.save(
        recipient=data["to"],
        sender=data.get("from", ""),
        theme=data.get("theme", "thanks"),
    )
    return {"id": card_id, "preview": f"/cards/{card_id}"}, 201


@app.before_serving
async def setup_store():
    from .storage import CardStore

    app.card_store = CardStore(app.config.get("CARD_DB", "cards.sqlite3"))


if __name__ == "__main__":
    app.run()
