import html

from flask import Flask, make_response, request

app = Flask(__name__)


class Banner:
    def __init__(self, text):
        self.text = html.escape(text, quote=True)

    def html(self):
        return "<div class='banner'>See you soon, %s!</div>" % self.text


@app.route("/goodbye")
def goodbye():
    param = request.args.get("name", "")
    shown = param if param else "guest"
    banner = Banner(shown)
    return make_response(banner.html())
