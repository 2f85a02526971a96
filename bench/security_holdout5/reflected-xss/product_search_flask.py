from flask import Flask, Response, request

from .catalog import search_products

app = Flask(__name__)

PAGE = """<!doctype html>
<html><head><title>Search</title></head>
<body>
  <form action="/search"><input name="q"><button>Go</button></form>
  {body}
</body></html>"""


def render_results(query, products):
    if not products:
        body = "<p>No products matched <b>%s</b>.</p>" % query
    else:
        items = "".join(f"<li>{p.sku} - {p.price:.2f}</li>" for p in products)
        body = f"<h2>{len(products)} results</h2><ul>{items}</ul>"
    return PAGE.format(body=body)


@app.route("/search")
def search():
    query = request.args.get("q", "")
    html = render_results(query, search_products(query))
    return Response(html, mimetype="text/html")
