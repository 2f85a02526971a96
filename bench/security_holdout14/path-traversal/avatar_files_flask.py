from flask import Flask, request, send_from_directory

app = Flask(__name__)
app.config["AVATAR_DIR"] = "/var/lib/app/avatars"

SIZES = {"small": "64", "medium": "128", "large": "256"}


def avatar_name(user_id: str, size: str) -> str:
    return f"{user_id}_{SIZES.get(size, '128')}.png"


@app.get("/avatars/<user_id>")
def avatar(user_id):
    size = request.args.get("size", "medium")
    name = avatar_name(user_id, size)
    return send_from_directory(app.config["AVATAR_DIR"], name, max_age=3600)
