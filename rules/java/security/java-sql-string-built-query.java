package com.example.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

public class UserDao {
    private final DataSource dataSource;

    public UserDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public ResultSet findByName(String name) throws SQLException {
        Connection conn = dataSource.getConnection();
        Statement stmt = conn.createStatement();
        // ruleid: java-sql-string-built-query
        return stmt.executeQuery("SELECT id, name FROM users WHERE name = '" + name + "'");
    }

    public int deleteUser(String id) throws SQLException {
        String sql = String.format("DELETE FROM users WHERE id = %s", id);
        try (Connection conn = dataSource.getConnection(); Statement stmt = conn.createStatement()) {
            // ruleid: java-sql-string-built-query
            return stmt.executeUpdate(sql);
        }
    }

    public ResultSet search(Connection conn, String order) throws SQLException {
        // ruleid: java-sql-string-built-query
        PreparedStatement ps = conn.prepareStatement("SELECT * FROM users ORDER BY " + order);
        return ps.executeQuery();
    }

    public void batch(Connection conn, String[] names) throws SQLException {
        Statement stmt = conn.createStatement();
        for (String n : names) {
            // ruleid: java-sql-string-built-query
            stmt.addBatch("INSERT INTO users(name) VALUES ('" + n + "')");
        }
        stmt.executeBatch();
    }

    public ResultSet findByNameSafe(String name) throws SQLException {
        Connection conn = dataSource.getConnection();
        // ok: java-sql-string-built-query
        PreparedStatement ps = conn.prepareStatement("SELECT id, name FROM users WHERE name = ?");
        ps.setString(1, name);
        return ps.executeQuery();
    }

    private static final String COUNT_SQL = "SELECT count(*) FROM users " + "WHERE active = true";

    public ResultSet count(Connection conn) throws SQLException {
        Statement stmt = conn.createStatement();
        // ok: java-sql-string-built-query
        return stmt.executeQuery(COUNT_SQL);
    }

    public int deleteSafe(Connection conn, long id) throws SQLException {
        // ok: java-sql-string-built-query
        try (PreparedStatement ps = conn.prepareStatement("DELETE FROM users WHERE id = ?")) {
            ps.setLong(1, id);
            return ps.executeUpdate();
        }
    }

    public void log(String name) {
        String message = "user " + name + " where clause skipped";
        // ok: java-sql-string-built-query
        System.err.println(message);
    }
}
