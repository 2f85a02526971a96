from lxml import etree
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config

COURSES = etree.parse("courses.xml")


def course_dict(node):
    return {
        "id": node.get("id"),
        "title": node.findtext("title"),
        "credits": node.findtext("credits"),
    }


def course_number(raw):
    try:
        number = int(raw)
    except (TypeError, ValueError):
        raise HTTPBadRequest("course id must be numeric")
    if number <= 0:
        raise HTTPBadRequest("course id must be positive")
    return number


@view_config(route_name="courses", renderer="json")
def courses(request):
    return [course_dict(c) for c in COURSES.iterfind("course")]


@view_config(route_name="course", renderer="json")
def course(request):
    number = course_number(request.params.get("id"))
    found = COURSES.xpath("//course[@id='%d']" % number)
    if not found:
        raise HTTPNotFound()
    return course_dict(found[0])


@view_config(route_name="credits", renderer="json")
def total_credits(request):
    return {"total": COURSES.xpath("sum(//course/credits)")}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("courses", "/courses")
        config.add_route("course", "/course")
        config.add_route("credits", "/courses/credits")
        config.scan()
        return config.make_wsgi_app()
