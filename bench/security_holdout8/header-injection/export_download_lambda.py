import base64
import csv
import io
import json
from dataclasses import dataclass
from typing import Dict, List

import boto3

EXPORT_BUCKET = "example-report-exports"
DEFAULT_FILENAME = "export.csv"

s3 = boto3.client("s3")


@dataclass
class ExportRequest:
    report_id: str
    filename: str
    delimiter: str = ","


def parse_request(event) -> ExportRequest:
    params = event.get("queryStringParameters") or {}
    path = event.get("pathParameters") or {}
    return ExportRequest(
        report_id=path.get("report_id", ""),
        filename=params.get("filename") or DEFAULT_FILENAME,
        delimiter=";" if params.get("excel") == "1" else ",",
    )


def load_rows(report_id: str) -> List[Dict[str, str]]:
    obj = s3.get_object(Bucket=EXPORT_BUCKET, Key=f"reports/{report_id}.json")
    return json.loads(obj["Body"].read())


def to_csv(rows: List[Dict[str, str]], delimiter: str) -> str:
    if not rows:
        return ""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=list(rows[0]), delimiter=delimiter)
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()


def build_headers(export: ExportRequest) -> Dict[str, str]:
    return {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": f'attachment; filename="{export.filename}"',
        "Cache-Control": "no-store",
    }


def lambda_handler(event, context):
    export = parse_request(event)
    if not export.report_id.isalnum():
        return {"statusCode": 400, "body": json.dumps({"error": "bad report id"})}
    try:
        rows = load_rows(export.report_id)
    except s3.exceptions.NoSuchKey:
        return {"statusCode": 404, "body": json.dumps({"error": "report not found"})}
    body = to_csv(rows, export.delimiter)
    return {
        "statusCode": 200,
        "headers": build_headers(export),
        "isBase64Encoded": True,
        "body": base64.b64encode(body.encode("utf-8")).decode("ascii"),
    }
