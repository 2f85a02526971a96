import json
import os

from lxml import etree

COURSES_XML = os.path.join(os.path.dirname(__file__), "courses.xml")
FIND_COURSES = etree.XPath("//course[department=$dept and level=$level]")


def lambda_handler(event, context):
    params = event.get("queryStringParameters") or {}
    dept = params.get("department", "")
    level = params.get("level", "100")
    tree = etree.parse(COURSES_XML)
    courses = FIND_COURSES(tree, dept=dept, level=level)
    body = [{"code": c.get("code"), "title": c.findtext("title")} for c in courses]
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body),
    }
