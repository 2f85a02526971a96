from flask import Flask, abort, jsonify, render_template_string, request

app = Flask(__name__)

BOOKS = [
    {"id": 1, "title": "Dune", "author": "Frank Herbert"},
    {"id": 2, "title": "Solaris", "author": "Stanislaw Lem"},
    {"id": 3, "title": "Neuromancer", "author": "William Gibson"},
]

RESULTS_TEMPLATE = """<!doctype html>
<title>Catalogue</title>
<h1>Results for "{{ query }}"</h1>
<ul>
{% for book in books %}<li>{{ book.title }} by {{ book.author }}</li>{% endfor %}
</ul>
{% if not books %}<p>Nothing matched {{ query }}.</p>{% endif %}"""


@app.route("/")
def index():
    return "<a href='/catalogue'>Browse the catalogue</a>"


@app.route("/api/books")
def api_books():
    return jsonify(BOOKS)


@app.route("/api/books/<int:book_id>")
def api_book(book_id):
    for book in BOOKS:
        if book["id"] == book_id:
            return jsonify(book)
    abort(404)


def matching(query):
    needle = query.lower()
    return [b for b in BOOKS if needle in b["title"].lower() or needle in b["author"].lower()]


@app.route("/catalogue")
def catalogue():
    query = request.args.get("q", "")
    books = matching(query) if query else list(BOOKS)
    return render_template_string(RESULTS_TEMPLATE, query=query, books=books)


if __name__ == "__main__":
    app.run()
