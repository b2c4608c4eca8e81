// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/mcp/ (module mcp, `accelctl mcp serve`), each declared once with the
/// hint an error of that code carries when the place that raises it has nothing more specific to
/// say (ErrorCode, core/errorcode.h). A tool call that fails is a tool result with `isError`
/// whose text starts with the code (README "MCP server"); never rename one.
namespace Accel::Code {

inline constexpr ErrorCode MCP_TOOL_INPUT{
    "MCP_TOOL_INPUT", "Accel::Mcp",
    QT_TRANSLATE_NOOP("Accel::Mcp", "Give the arguments the tool's inputSchema describes.")};
inline constexpr ErrorCode MCP_DEADLINE{
    "MCP_DEADLINE", "Accel::Mcp",
    QT_TRANSLATE_NOOP("Accel::Mcp", "Start the server with a longer --request-timeout (0: one "
                                    "hour), or ask about less of the cluster.")};
inline constexpr ErrorCode MCP_HTTP_ADDRESS{
    "MCP_HTTP_ADDRESS", "Accel::Mcp",
    QT_TRANSLATE_NOOP("Accel::Mcp", "Give --http ADDRESS:PORT with a free port, e.g. "
                                    "127.0.0.1:8765.")};
inline constexpr ErrorCode MCP_TOKEN_FILE{
    "MCP_TOKEN_FILE", "Accel::Mcp",
    QT_TRANSLATE_NOOP("Accel::Mcp", "Give --token-file a readable file holding one token of "
                                    "16 or more printable characters.")};

inline constexpr const ErrorCode *McpCodes[] = {&MCP_DEADLINE, &MCP_HTTP_ADDRESS, &MCP_TOKEN_FILE,
                                                &MCP_TOOL_INPUT};

} // namespace Accel::Code
