import html

from bottle import Bottle, request, response

app = Bottle()
MESSAGES = []


@app.route("/board", method=["GET", "POST"])
def board():
    if request.method == "POST":
        MESSAGES.append(request.forms.getunicode("message", ""))
    blocks = []
    for msg in MESSAGES[-30:]:
        lines = html.escape(msg).split("\n")
        blocks.append("<p>" + "<br>".join(lines) + "</p>")
    response.content_type = "text/html; charset=utf-8"
    return "<html><body>" + "".join(blocks) + "</body></html>"
