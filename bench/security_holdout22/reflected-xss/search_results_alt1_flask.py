from flask import Flask, request, make_response

app = Flask(__name__)
SITE_NAME = "Acme Docs"


class SearchPage:
    def __init__(self, term):
        self.term = term

    def heading(self):
        return f"<h2>Results for {self.term}</h2>"


@app.route("/search")
def search_echo():
    page = SearchPage(request.args.get("q", ""))
    body = "".join(["<html><body>", f"<h1>{SITE_NAME}</h1>", page.heading(), "<p>No matches.</p></body></html>"])
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html"
    return resp
