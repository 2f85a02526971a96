from flask import Flask, Response, request

app = Flask(__name__)

CARD_TEMPLATE = """<div class="card">
  <p>Dear {recipient},</p>
  <p>{message}</p>
  <p>From {sender}</p>
</div>"""


@app.route("/cards/preview", methods=["POST"])
def preview_card():
    body = CARD_TEMPLATE.format(
        recipient=request.form.get("to", "friend"),
        message=request.form.get("message", ""),
        sender=request.form.get("from", "anonymous"),
    )
    return Response(body, mimetype="text/html")
