import json
import os

import boto3
from lxml import etree

s3 = boto3.client("s3")
BUCKET = os.environ.get("TARIFF_BUCKET", "energy-tariffs")
CATALOGUE_KEY = os.environ.get("TARIFF_KEY", "catalogue/current.xml")


def _load_catalogue():
    obj = s3.get_object(Bucket=BUCKET, Key=CATALOGUE_KEY)
    return etree.fromstring(obj["Body"].read())


def lambda_handler(event, context):
    params = event.get("queryStringParameters") or {}
    region = params.get("region", "north")
    meter_type = params.get("meter", "single")
    catalogue = _load_catalogue()
    expression = "//tariff[region='{}' and meterType='{}' and @public='yes']".format(region, meter_type)
    tariffs = catalogue.xpath(expression)
    body = [
        {"code": t.get("code"), "unitRate": t.findtext("unitRate"), "standingCharge": t.findtext("standingCharge")}
        for t in tariffs
    ]
    return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": json.dumps(body)}
