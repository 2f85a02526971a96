from quart import Quart, jsonify, request, session

app = Quart(__name__)
app.secret_key = "dev-only-key"


@app.route("/support/impersonate", methods=["POST"])
async def impersonate_account():
    form = await request.form
    target = form.get("account", "")
    reason = form.get("reason", "support ticket")
    if not target:
        return jsonify({"error": "account required"}), 400
    session["acting_as"] = target
    session["impersonation_reason"] = reason
    return jsonify({"acting_as": target})
