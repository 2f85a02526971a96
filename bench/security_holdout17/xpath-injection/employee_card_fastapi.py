from fastapi import APIRouter, Depends, HTTPException
from lxml import etree

router = APIRouter(prefix="/id-cards")


def roster():
    return etree.parse("/srv/hr/roster.xml")


@router.get("/{employee_id}")
def id_card(employee_id: str, tree=Depends(roster)):
    matches = tree.xpath("//employee[@id=$eid]", eid=employee_id)
    if not matches:
        raise HTTPException(status_code=404)
    emp = matches[0]
    return {
        "id": employee_id,
        "name": emp.findtext("name"),
        "building": emp.findtext("card/building"),
    }
