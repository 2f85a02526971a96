from quart import Quart, jsonify, request, session

app = Quart(__name__)
app.secret_key = "quart-dev-key"


class Preferences:
    def __init__(self, data):
        self.theme = data.get("theme", "light")
        self.is_admin = data.get("is_admin", False)


@app.route("/prefs", methods=["POST"])
async def save_prefs():
    payload = await request.get_json()
    prefs = Preferences(payload or {})
    session["theme"] = prefs.theme
    session["is_admin"] = prefs.is_admin
    return jsonify(saved=True)
