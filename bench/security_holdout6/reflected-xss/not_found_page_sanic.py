from sanic import Sanic
from sanic.response import html

app = Sanic("StatusPages")


@app.get("/not-found")
async def not_found(request):
    missing = request.args.get("path", "/")
    return html(
        f"<html><body><h1>Page not found</h1><p>No page at <code>{missing}</code>.</p>"
        "<a href='/'>Home</a></body></html>",
        status=404,
    )
