from flask import Flask, Response, request

app = Flask(__name__)


def retry_hint(asked):
    if not asked:
        return "30"
    return asked.strip()


@app.route("/jobs/busy")
def busy():
    hint = retry_hint(request.args.get("after", ""))
    return Response("busy", status=503, headers={"Retry-After": hint})
