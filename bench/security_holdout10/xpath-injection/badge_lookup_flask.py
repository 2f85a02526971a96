from flask import Flask, abort, request
from lxml import etree

app = Flask(__name__)
BADGES = etree.parse("data/badges.xml")


def badge_holder(badge_id, site):
    found = BADGES.xpath("//badge[@id=$bid and site=$site]/holder/text()", bid=badge_id, site=site)
    return str(found[0]) if found else None


@app.route("/badges/<badge_id>")
def badge(badge_id):
    site = request.args.get("site", "HQ")
    holder = badge_holder(badge_id, site)
    if holder is None:
        abort(404)
    return {"badge": badge_id, "holder": holder}
