import xml.etree.ElementTree as ET

from flask import Flask, request

app = Flask(__name__)
BOOKS = ET.parse("/srv/data/books.xml").getroot()


@app.route("/books")
def books_by_author():
    author = request.args["author"]
    matches = BOOKS.findall(".//book[author='{}']".format(author))
    return {"titles": [b.findtext("title") for b in matches]}
