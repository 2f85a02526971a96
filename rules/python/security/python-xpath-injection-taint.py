import uuid
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


SECTIONS = {"general", "mail"}
LABELS = {"a": "alpha", "b": "beta"}


@app.route("/settings/entry")
def settings_entry():
    tree = etree.parse("settings.xml")
    evaluator = etree.XPathEvaluator(tree)
    key = request.args["key"]
    # ruleid: python-xpath-injection-taint
    found = evaluator("//entry[@key='" + key + "']")
    # ok: python-xpath-injection-taint
    found_bound = evaluator("//entry[@key=$key]", key=key)
    return {"n": len(found) + len(found_bound)}


@app.route("/settings/section")
def settings_section():
    tree = etree.parse("settings.xml")
    section = request.args.get("section", "general")
    if section not in SECTIONS:
        section = "general"
    # ok: python-xpath-injection-taint
    return {"n": len(tree.xpath("//section[@name='%s']" % section))}


@app.route("/settings/nth")
def settings_nth():
    tree = etree.parse("settings.xml")
    # ok: python-xpath-injection-taint
    first = tree.xpath("//entry[%d]" % int(request.args.get("n", "1")))
    # ok: python-xpath-injection-taint
    second = tree.xpath(f"//entry[@label='{LABELS.get(request.args.get('l', ''), 'alpha')}']")
    # ruleid: python-xpath-injection-taint
    third = tree.xpath("//entry[%s]" % request.args.get("n", "1"))
    return {"n": len(first) + len(second) + len(third)}


@app.route("/settings/by-ref")
def settings_by_ref():
    tree = etree.parse("settings.xml")
    ref = uuid.UUID(request.args["ref"])
    # ok: python-xpath-injection-taint
    found = tree.xpath(f"//entry[@ref='{ref}']")
    # ok: python-xpath-injection-taint
    heavier = tree.xpath(f"//entry[@weight > {float(request.args.get('w', '0'))}]")
    return {"n": len(found) + len(heavier)}
