from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/newsletter/confirm", methods=["POST"])
def confirm_subscription():
    email = request.form.get("email", "")
    topics = request.form.getlist("topic")
    if not email:
        return "<p>Please enter an e-mail address.</p>", 400
    topic_list = "".join(f"<li>{escape(t)}</li>" for t in topics) or "<li>General</li>"
    message = f"<p>Thanks! A confirmation was sent to <b>{escape(email)}</b>.</p>"
    return "<html><body>" + message + "<ul>" + topic_list + "</ul></body></html>"
