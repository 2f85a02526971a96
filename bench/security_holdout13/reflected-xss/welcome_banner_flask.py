from flask import Flask, make_response, request

app = Flask(__name__)


class Banner:
    def __init__(self, text):
        self.text = text

    def html(self):
        return "<div class='banner'>Welcome back, %s!</div>" % self.text


@app.route("/welcome")
def welcome():
    param = request.args.get("name", "")
    shown = param if param else "guest"
    banner = Banner(shown)
    return make_response(banner.html())
