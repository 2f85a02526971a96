from markupsafe import escape
from quart import Quart, request

app = Quart(__name__)
CATALOGUE = ["alpha", "beta", "gamma", "delta"]


def banner(term: str, count: int) -> str:
    return f"<h2>{count} matches for &ldquo;{escape(term)}&rdquo;</h2>"


async def find(term: str) -> list[str]:
    return [c for c in CATALOGUE if term.lower() in c]


@app.route("/search")
async def search():
    term = request.args.get("q", "")
    hits = await find(term)
    items = "".join(f"<li>{escape(h)}</li>" for h in hits)
    return f"<html><body>{banner(term, len(hits))}<ul>{items}</ul></body></html>", 200, {"Content-Type": "text/html"}
