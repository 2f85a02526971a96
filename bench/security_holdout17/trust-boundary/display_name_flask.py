from flask import Flask, request, session, jsonify

app = Flask(__name__)
app.secret_key = "change-me"


def collect_profile_fields(source):
    fields = {}
    for key in ("first", "last"):
        fields[key] = source.get(key, "").strip()
    return fields


@app.route("/profile/name", methods=["POST"])
def set_display_name():
    fields = collect_profile_fields(request.values)
    parts = [fields["first"], fields["last"]]
    display = " ".join(p for p in parts if p)
    session["display_name"] = display
    return jsonify(ok=True, display=display)
