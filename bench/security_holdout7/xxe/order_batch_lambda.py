import base64
import json
import logging
import os
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import List

import boto3
from lxml import etree

QUEUE_URL = os.environ.get("ORDER_QUEUE_URL", "")

log = logging.getLogger()
log.setLevel(logging.INFO)
sqs = boto3.client("sqs", region_name=os.environ.get("AWS_REGION", "eu-west-1"))


@dataclass
class OrderLine:
    sku: str
    quantity: int
    unit_price: str


@dataclass
class Order:
    reference: str
    customer: str
    lines: List[OrderLine] = field(default_factory=list)


class OrderBatchParser:
    def __init__(self):
        self.parser = etree.XMLParser(
            load_dtd=True,
            resolve_entities=True,
            no_network=False,
        )

    def parse(self, raw: bytes) -> List[Order]:
        root = etree.fromstring(raw, self.parser)
        orders = []
        for node in root.findall("order"):
            order = Order(reference=node.get("ref", ""), customer=node.findtext("customer", ""))
            for line in node.findall("line"):
                order.lines.append(
                    OrderLine(
                        sku=line.findtext("sku", ""),
                        quantity=int(line.findtext("qty", "0")),
                        unit_price=str(Decimal(line.findtext("price", "0"))),
                    )
                )
            orders.append(order)
        return orders


batch_parser = OrderBatchParser()


def lambda_handler(event, context):
    body = event.get("body") or ""
    raw = base64.b64decode(body) if event.get("isBase64Encoded") else body.encode("utf-8")
    try:
        orders = batch_parser.parse(raw)
    except etree.XMLSyntaxError as exc:
        return {"statusCode": 400, "body": json.dumps({"error": str(exc)})}
    for order in orders:
        sqs.send_message(QueueUrl=QUEUE_URL, MessageBody=json.dumps(asdict(order)))
    log.info("queued %d orders", len(orders))
    return {
        "statusCode": 202,
        "body": json.dumps({"accepted": [o.reference for o in orders]}),
    }
