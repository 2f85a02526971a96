import xml.etree.ElementTree as ET

from flask import Flask, request

app = Flask(__name__)
BOOKS = ET.parse("/srv/data/books.xml").getroot()


@app.route("/books")
def books_by_author():
    author = request.args["author"]
    matches = [b for b in BOOKS.findall(".//book") if b.findtext("author") == author]
    return {"titles": [b.findtext("title") for b in matches]}
