import re

import falcon
from lxml import etree

ROSTER = etree.parse("hr/roster.xml")
DEPT_CODE = re.compile(r"[A-Z]{2,4}-\d{3}")


class DepartmentRoster:
    def on_get(self, req, resp, dept):
        dept = dept.upper()
        if DEPT_CODE.fullmatch(dept) is None:
            raise falcon.HTTPNotFound()
        people = ROSTER.xpath(f"//department[@code='{dept}']/employee[@status='active']")
        resp.media = [
            {"id": p.get("id"), "name": p.findtext("name"), "role": p.findtext("role")}
            for p in people
        ]


app = falcon.App()
app.add_route("/departments/{dept}/roster", DepartmentRoster())
