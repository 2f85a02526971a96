from flask import Flask, request

app = Flask(__name__)
FEATURE_FLAGS_SOURCE = "flags = {'beta': False, 'dark_mode': True}"


@app.route("/flags")
def feature_flags():
    requested = request.args.get("name", "beta")
    scope = {}
    exec(FEATURE_FLAGS_SOURCE, scope)
    return {requested: scope["flags"].get(requested, False)}
