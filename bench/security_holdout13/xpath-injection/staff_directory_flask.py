import os

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CONFIG = {
    "staff_file": os.environ.get("STAFF_XML", "/etc/app/staff.xml"),
    "fields": ("name", "email", "office", "extension"),
}

FIND_BY_OFFICE = etree.XPath("//employee[office=$office and status='active']")
FIND_BY_NAME = etree.XPath("//employee[contains(translate(name, $upper, $lower), $needle)]")
ALL_OFFICES = etree.XPath("//employee/office/text()")


class StaffDirectory:
    def __init__(self, path):
        self.path = path
        self._tree = None
        self._mtime = None

    @property
    def tree(self):
        mtime = os.path.getmtime(self.path)
        if self._tree is None or mtime != self._mtime:
            self._tree, self._mtime = etree.parse(self.path), mtime
        return self._tree

    def people(self, nodes):
        return [{f: n.findtext(f) for f in CONFIG["fields"]} for n in nodes]


directory = StaffDirectory(CONFIG["staff_file"])


@app.get("/staff/offices")
def offices():
    return jsonify(sorted(set(ALL_OFFICES(directory.tree))))


@app.get("/staff/by-office")
def by_office():
    office = request.args.get("office")
    if not office:
        abort(400)
    nodes = FIND_BY_OFFICE(directory.tree, office=office)
    return jsonify(directory.people(nodes))


@app.get("/staff/search")
def search():
    needle = request.args.get("q", "").lower()
    if len(needle) < 2:
        abort(400)
    nodes = FIND_BY_NAME(directory.tree, upper="ABCDEFGHIJKLMNOPQRSTUVWXYZ", lower="abcdefghijklmnopqrstuvwxyz", needle=needle)
    return jsonify(directory.people(nodes))
