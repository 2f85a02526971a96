import falcon
from lxml import etree

DEPARTMENT_QUERIES = {
    "engineering": "/org/dept[@code='ENG']/employee",
    "sales": "/org/dept[@code='SAL']/employee",
    "support": "/org/dept[@code='SUP']/employee",
}


class DepartmentResource:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def on_get(self, req, resp, dept):
        expr = DEPARTMENT_QUERIES.get(dept.lower())
        if expr is None:
            raise falcon.HTTPNotFound()
        people = self.tree.xpath(expr)
        resp.media = [{"name": p.findtext("name"), "ext": p.findtext("phone")} for p in people]


app = falcon.App()
app.add_route("/departments/{dept}", DepartmentResource("/srv/hr/org.xml"))
