from flask import Flask, request

app = Flask(__name__)


@app.route("/logs/tail")
def tail_log():
    name = request.args.get("name", "")
    candidates = ["/var/log/app/current.log", "/var/log/app/" + name]
    with open(candidates[0], encoding="utf-8") as handle:
        return {"tail": handle.readlines()[-20:]}
