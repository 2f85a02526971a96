from flask import Flask, Response, request
from markupsafe import escape

app = Flask(__name__)

MAX_BIO = 500


@app.get("/profile/preview")
def preview():
    display_name = request.args.get("name", "")
    bio = request.args.get("bio", "")[:MAX_BIO]
    body = (
        "<section class='card'>"
        f"<h2>{escape(display_name)}</h2>"
        f"<p>{escape(bio)}</p>"
        "</section>"
    )
    return Response(body, mimetype="text/html")
