from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/profile/preview", methods=["POST"])
def profile_preview():
    names = ["anonymous"]
    names.append(request.form.get("display_name", ""))
    shown = names[-1]
    return "<p>Your profile will show: <b>" + str(escape(shown)) + "</b></p>"
