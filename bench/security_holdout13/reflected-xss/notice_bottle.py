from bottle import Bottle, request, template

app = Bottle()

NOTICE_TPL = """
<div class="notice notice-{{level}}">
  <strong>{{title}}</strong>
  <p>{{message}}</p>
</div>
"""
LEVELS = ("info", "warning", "error")


def notice_context(query):
    level = query.get("level", "info")
    return {
        "level": level if level in LEVELS else "info",
        "title": query.getunicode("title", default="Notice"),
        "message": query.getunicode("msg", default=""),
    }


@app.get("/notice")
def notice():
    ctx = notice_context(request.query)
    return template(NOTICE_TPL, **ctx)
