import html
from urllib.parse import parse_qs

LAYOUT = """<!doctype html>
<html>
<head><meta charset="utf-8"><title>{title}</title></head>
<body>
{content}
</body>
</html>"""


def render(start_response, title, content, status="200 OK"):
    body = LAYOUT.format(title=title, content=content).encode("utf-8")
    start_response(
        status,
        [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(body)))],
    )
    return [body]


def text(value):
    return html.escape(value, quote=False)


def home(params):
    name = params.get("name", ["guest"])[0]
    return "Welcome", f"<h1>Hello, {text(name)}!</h1>"


def search_form(params):
    query = params.get("q", [""])[0]
    content = (
        '<form action="/search" method="get">'
        f'<input type="search" name="q" value="{text(query)}">'
        '<button type="submit">Search</button>'
        "</form>"
    )
    if query:
        content += f"<p>Showing results for {text(query)}</p>"
    return "Search", content


def about(params):
    return "About", "<p>Neighbourhood library catalogue, open Monday to Saturday.</p>"


ROUTES = {"/": home, "/search": search_form, "/about": about}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", "/"))
    if handler is None:
        return render(start_response, "Not found", "<p>Page not found.</p>", "404 Not Found")
    params = parse_qs(environ.get("QUERY_STRING", ""))
    title, content = handler(params)
    return render(start_response, title, content)
