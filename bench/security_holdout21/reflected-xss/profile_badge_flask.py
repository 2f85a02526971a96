from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/badge")
def profile_badge():
    nick = request.cookies.get("nick", "visitor")
    role = request.args.get("role", "member").split(",")[0]
    return f"<span class='badge'>{escape(nick)} &middot; {escape(role)}</span>"
