from flask import Flask, request

app = Flask(__name__)

CATALOG = ["desk lamp", "standing desk", "office chair", "monitor arm"]

PAGE = """<!doctype html>
<html><body>
<form action="/search"><input name="q"></form>
<p>{message}</p>
<ul>{items}</ul>
</body></html>"""


@app.get("/search")
def search():
    query = request.args.get("q", "")
    results = [item for item in CATALOG if query.lower() in item]
    if not results:
        message = f"No matches for <b>{query}</b>."
    else:
        message = f"{len(results)} matches."
    items = "".join(f"<li>{item}</li>" for item in results)
    return PAGE.format(message=message, items=items)
