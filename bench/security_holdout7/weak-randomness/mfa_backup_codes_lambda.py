import datetime
import hashlib
import json
import os
import random
from dataclasses import asdict, dataclass
from typing import List

import boto3

TABLE_NAME = os.environ.get("MFA_TABLE", "mfa-backup-codes")
CODE_COUNT = 10
CODE_DIGITS = 8

dynamodb = boto3.resource("dynamodb", region_name=os.environ.get("AWS_REGION", "eu-west-1"))


@dataclass
class BackupCodeSet:
    user_id: str
    created_at: str
    code_hashes: List[str]


class BackupCodeGenerator:
    def __init__(self, count: int = CODE_COUNT, digits: int = CODE_DIGITS):
        self.count = count
        self.digits = digits

    def one_code(self) -> str:
        value = random.randint(0, 10 ** self.digits - 1)
        return str(value).zfill(self.digits)

    def generate(self) -> List[str]:
        codes = set()
        while len(codes) < self.count:
            codes.add(self.one_code())
        return sorted(codes)


class BackupCodeStore:
    def __init__(self, table_name: str):
        self.table = dynamodb.Table(table_name)

    def replace(self, user_id: str, codes: List[str]) -> BackupCodeSet:
        record = BackupCodeSet(
            user_id=user_id,
            created_at=datetime.datetime.utcnow().isoformat(),
            code_hashes=[hashlib.sha256(c.encode()).hexdigest() for c in codes],
        )
        self.table.put_item(Item=asdict(record))
        return record


generator = BackupCodeGenerator()
store = BackupCodeStore(TABLE_NAME)


def lambda_handler(event, context):
    claims = event.get("requestContext", {}).get("authorizer", {}).get("claims", {})
    user_id = claims.get("sub")
    if not user_id:
        return {"statusCode": 401, "body": json.dumps({"error": "unauthenticated"})}
    codes = generator.generate()
    store.replace(user_id, codes)
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json", "Cache-Control": "no-store"},
        "body": json.dumps({"backup_codes": codes}),
    }
