from flask import Flask, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("users.xml")


@app.route("/user")
def user():
    name = request.args["name"]
    # ruleid: python-xpath-injection-taint
    nodes = TREE.xpath("//user[name/text()='" + name + "']")
    return {"n": len(nodes)}


@app.route("/user/compiled")
def user_compiled():
    # ruleid: python-xpath-injection-taint
    find = etree.XPath(f"//user[@id='{request.args['id']}']")
    return {"n": len(find(TREE))}


@app.route("/user/safe")
def user_safe():
    name = request.args["name"]
    # ok: python-xpath-injection-taint
    nodes = TREE.xpath("//user[name/text()=$name]", name=name)
    return {"n": len(nodes)}


@app.route("/user/findall")
def user_findall():
    # ok: python-xpath-injection-taint
    return {"n": len(TREE.findall("./user"))}


def local(path: str) -> int:
    # ok: python-xpath-injection-taint
    return len(TREE.xpath(path))
