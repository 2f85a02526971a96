from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/search")
def search_results():
    query = request.args.get("q", "")
    page = request.args.get("page", "1")
    heading = f"<h1>Results for {query}</h1>"
    body = heading + f"<p>Page {page}</p><ul class='results'></ul>"
    return make_response(body)
